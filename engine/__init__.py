"""The generic core of pnpkit: rules data, the game protocol, chance, cards and tricks, replay, i18n.

The engine imports nothing from games/, generator/ or companion/.
"""
