"""The table's certificate authority, for ``pnpkit serve --https``: made once per host machine, trusted once a phone.

Phones open the referee at the laptop's address on the local network, which no public authority can vouch
for. So pnpkit makes an authority of its own the first time it serves over https (with the ``cryptography``
package), keeps it in the user's data folder (never in a checkout; ``PNPKIT_AUTHORITY_DIR`` or
``serve --authority-dir`` put it elsewhere), and signs with it a server certificate for every name and
address the server answers to, made again when they change. A phone trusts the authority once (the trust
page, companion.trust) and from then on every table of this machine is a secure origin to it.

The authority may only vouch for local names: its name constraints permit private and loopback addresses
and names under .local, .test, .lan, .home.arpa, .internal and localhost, so even its key, were it stolen,
could not impersonate a site on the internet to a phone that trusts it.
"""

from __future__ import annotations

import base64
import datetime
import hashlib
import ipaddress
import os
import plistlib
import socket
import uuid
from dataclasses import dataclass
from pathlib import Path

import platformdirs
from cryptography import x509
from cryptography.exceptions import InvalidSignature
from cryptography.hazmat.primitives import hashes, serialization
from cryptography.hazmat.primitives.asymmetric import ec
from cryptography.x509.oid import ExtendedKeyUsageOID, NameOID

FOLDER_VARIABLE = "PNPKIT_AUTHORITY_DIR"
AUTHORITY_YEARS = 10  # a phone trusts it once: it must outlive many evenings
SERVER_DAYS = 397  # the longest any browser accepts for a server certificate (Apple's limit is 825, Chrome's 398)
RENEW_DAYS = 30  # a server certificate this close to its end is made again at the next start
LOCAL_NETWORKS = tuple(
    ipaddress.ip_network(network)
    for network in (
        "10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16", "127.0.0.0/8", "169.254.0.0/16", "100.64.0.0/10",
        "fc00::/7", "fe80::/10", "::1/128",
    )
)  # fmt: skip
LOCAL_DOMAINS = ("localhost", "local", "test", "lan", "home.arpa", "internal")
PROFILE_ID = "org.pnpkit.table-authority"  # the iOS profile's identifier (one authority per machine)


def authority_folder(chosen: str | os.PathLike | None = None) -> Path:
    """Return where the authority is kept: the folder chosen, else $PNPKIT_AUTHORITY_DIR, else the user's data."""
    place = chosen or os.environ.get(FOLDER_VARIABLE)
    return Path(place) if place else Path(platformdirs.user_data_dir("pnpkit")) / "authority"


def can_vouch_for(name: str) -> bool:
    """Return whether the authority's name constraints let it sign for ``name`` (a local address or name)."""
    try:
        address = ipaddress.ip_address(name)
    except ValueError:
        name = name.lower().rstrip(".")
        return any(name == domain or name.endswith("." + domain) for domain in LOCAL_DOMAINS)
    return any(address in network for network in LOCAL_NETWORKS)


@dataclass(frozen=True)
class Authority:
    """The authority's certificate and key, with the forms phones take it in."""

    folder: Path
    certificate: x509.Certificate
    key: ec.EllipticCurvePrivateKey

    def der(self) -> bytes:
        """Return the certificate as DER (the .crt Android installs)."""
        return self.certificate.public_bytes(serialization.Encoding.DER)

    def pem(self) -> bytes:
        """Return the certificate as PEM (the file desktop browsers import)."""
        return self.certificate.public_bytes(serialization.Encoding.PEM)

    def fingerprint(self) -> str:
        """Return the certificate's SHA-256 fingerprint as phones show it: pairs of hex digits joined by colons."""
        digest = self.certificate.fingerprint(hashes.SHA256()).hex().upper()
        return ":".join(digest[index : index + 2] for index in range(0, len(digest), 2))

    def spki_hash(self) -> str:
        """Return the base64 SHA-256 of the public key (what Chromium's --ignore-certificate-errors-spki-list takes)."""
        spki = self.key.public_key().public_bytes(
            serialization.Encoding.DER, serialization.PublicFormat.SubjectPublicKeyInfo
        )
        return base64.b64encode(hashlib.sha256(spki).digest()).decode()

    def name(self) -> str:
        """Return the authority's common name (what a phone's certificate settings list)."""
        return self.certificate.subject.get_attributes_for_oid(NameOID.COMMON_NAME)[0].value

    def mobileconfig(self) -> bytes:
        """Return an iOS configuration profile holding the certificate as a root to trust (a plain plist)."""
        ident = uuid.uuid5(uuid.NAMESPACE_URL, "pnpkit:" + self.fingerprint())
        payload = {
            "PayloadType": "com.apple.security.root",
            "PayloadVersion": 1,
            "PayloadIdentifier": f"{PROFILE_ID}.root",
            "PayloadUUID": str(uuid.uuid5(ident, "root")).upper(),
            "PayloadDisplayName": self.name(),
            "PayloadContent": self.der(),
        }
        profile = {
            "PayloadType": "Configuration",
            "PayloadVersion": 1,
            "PayloadIdentifier": PROFILE_ID,
            "PayloadUUID": str(ident).upper(),
            "PayloadDisplayName": self.name(),
            "PayloadContent": [payload],
        }
        return plistlib.dumps(profile, fmt=plistlib.FMT_XML)


def load_authority(folder: Path) -> Authority:
    """Return the authority kept in ``folder``, making it first if there is none."""
    cert_file, key_file = folder / "authority.pem", folder / "authority-key.pem"
    if not (cert_file.exists() and key_file.exists()):
        _make_authority(cert_file, key_file)
    certificate = x509.load_pem_x509_certificate(cert_file.read_bytes())
    key = serialization.load_pem_private_key(key_file.read_bytes(), password=None)
    return Authority(folder, certificate, key)


def _make_authority(cert_file: Path, key_file: Path) -> None:
    """Make the authority's key and self-signed certificate, the key readable by this user only."""
    cert_file.parent.mkdir(parents=True, exist_ok=True)
    key = ec.generate_private_key(ec.SECP256R1())
    host = socket.gethostname() or "pnpkit"
    subject = x509.Name(
        [
            x509.NameAttribute(NameOID.ORGANIZATION_NAME, "pnpkit"),
            x509.NameAttribute(NameOID.COMMON_NAME, f"pnpkit table authority ({host[:40]})"),
        ]
    )
    now = _now()
    permitted = [x509.DNSName(domain) for domain in LOCAL_DOMAINS]
    permitted += [x509.IPAddress(network) for network in LOCAL_NETWORKS]
    certificate = (
        x509.CertificateBuilder()
        .subject_name(subject)
        .issuer_name(subject)
        .public_key(key.public_key())
        .serial_number(x509.random_serial_number())
        .not_valid_before(now - datetime.timedelta(days=1))
        .not_valid_after(now + datetime.timedelta(days=365 * AUTHORITY_YEARS))
        .add_extension(x509.BasicConstraints(ca=True, path_length=0), critical=True)
        .add_extension(_usage(cert_sign=True), critical=True)
        .add_extension(x509.NameConstraints(permitted_subtrees=permitted, excluded_subtrees=None), critical=True)
        .add_extension(x509.SubjectKeyIdentifier.from_public_key(key.public_key()), critical=False)
        .sign(key, hashes.SHA256())
    )
    _write(key_file, _key_pem(key), private=True)
    _write(cert_file, certificate.public_bytes(serialization.Encoding.PEM))


def server_files(authority: Authority, names: list[str]) -> tuple[Path, Path]:
    """Return the server's certificate (with the authority after it) and key files for ``names``, made as needed.

    The certificate is made again when it names other names than these, was signed by another authority, or
    is near its end. Names the authority may not vouch for are left out (see ``can_vouch_for``).
    """
    cert_file, key_file = authority.folder / "server.pem", authority.folder / "server-key.pem"
    wanted = sorted({_normalised(name) for name in names if can_vouch_for(name)})
    if not _still_good(cert_file, key_file, authority, wanted):
        key = ec.generate_private_key(ec.SECP256R1())
        now = _now()
        alternatives = [_alternative(name) for name in wanted]
        certificate = (
            x509.CertificateBuilder()
            .subject_name(x509.Name([x509.NameAttribute(NameOID.COMMON_NAME, wanted[0] if wanted else "pnpkit")]))
            .issuer_name(authority.certificate.subject)
            .public_key(key.public_key())
            .serial_number(x509.random_serial_number())
            .not_valid_before(now - datetime.timedelta(days=1))
            .not_valid_after(now + datetime.timedelta(days=SERVER_DAYS - 1))
            .add_extension(x509.BasicConstraints(ca=False, path_length=None), critical=True)
            .add_extension(_usage(cert_sign=False), critical=True)
            .add_extension(x509.ExtendedKeyUsage([ExtendedKeyUsageOID.SERVER_AUTH]), critical=False)
            .add_extension(x509.SubjectAlternativeName(alternatives), critical=False)
            .add_extension(x509.SubjectKeyIdentifier.from_public_key(key.public_key()), critical=False)
            .add_extension(
                x509.AuthorityKeyIdentifier.from_issuer_public_key(authority.key.public_key()), critical=False
            )
            .sign(authority.key, hashes.SHA256())
        )
        _write(key_file, _key_pem(key), private=True)
        _write(cert_file, certificate.public_bytes(serialization.Encoding.PEM) + authority.pem())
    return cert_file, key_file


def certified_names(cert_file: Path) -> list[str]:
    """Return the names and addresses a server certificate file vouches for, sorted."""
    certificate = x509.load_pem_x509_certificate(cert_file.read_bytes())
    alternatives = certificate.extensions.get_extension_for_class(x509.SubjectAlternativeName).value
    return sorted(
        [*alternatives.get_values_for_type(x509.DNSName), *map(str, alternatives.get_values_for_type(x509.IPAddress))]
    )


def _still_good(cert_file: Path, key_file: Path, authority: Authority, wanted: list[str]) -> bool:
    """Return whether the certificate on disk is this authority's, for exactly these names, and not near its end."""
    if not (cert_file.exists() and key_file.exists()):
        return False
    try:
        certificate = x509.load_pem_x509_certificate(cert_file.read_bytes())
        names = certified_names(cert_file)
    except (ValueError, x509.ExtensionNotFound):
        return False
    ends = certificate.not_valid_after_utc - _now()
    return (
        certificate.issuer == authority.certificate.subject
        and _signed_by(certificate, authority)
        and names == wanted
        and ends > datetime.timedelta(days=RENEW_DAYS)
    )


def _signed_by(certificate: x509.Certificate, authority: Authority) -> bool:
    """Return whether the authority's key signed the certificate (a new authority makes every old one stale)."""
    try:
        certificate.verify_directly_issued_by(authority.certificate)
    except (InvalidSignature, ValueError, TypeError):
        return False
    return True


def _normalised(name: str) -> str:
    """Return a name as a certificate lists it: an address in its short form, a name in lower case."""
    return str(ipaddress.ip_address(name)) if _is_address(name) else name.lower().rstrip(".")


def _alternative(name: str) -> x509.GeneralName:
    return x509.IPAddress(ipaddress.ip_address(name)) if _is_address(name) else x509.DNSName(name)


def _is_address(name: str) -> bool:
    try:
        ipaddress.ip_address(name)
    except ValueError:
        return False
    return True


def _usage(cert_sign: bool) -> x509.KeyUsage:
    return x509.KeyUsage(
        digital_signature=True,
        content_commitment=False,
        key_encipherment=False,
        data_encipherment=False,
        key_agreement=False,
        key_cert_sign=cert_sign,
        crl_sign=cert_sign,
        encipher_only=False,
        decipher_only=False,
    )


def _key_pem(key: ec.EllipticCurvePrivateKey) -> bytes:
    return key.private_bytes(
        serialization.Encoding.PEM, serialization.PrivateFormat.PKCS8, serialization.NoEncryption()
    )


def _write(path: Path, data: bytes, private: bool = False) -> None:
    """Write a file whole or not at all (a server starting never reads half of it); a key for this user only."""
    path.parent.mkdir(parents=True, exist_ok=True)
    partial = path.with_name(path.name + ".partial")
    flags = os.O_WRONLY | os.O_CREAT | os.O_TRUNC
    with os.fdopen(os.open(partial, flags, 0o600 if private else 0o644), "wb") as out:
        out.write(data)
    os.replace(partial, path)


def _now() -> datetime.datetime:
    return datetime.datetime.now(datetime.UTC)
