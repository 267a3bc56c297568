"""Make the keep-awake videos (companion/static/keepawake.webm and .mp4) with headless Chromium's MediaRecorder.

A seat page on plain http has no Screen Wake Lock; a muted, inline, looping video keeps most phones' screens
on instead (what NoSleep.js does). The videos are two seconds of a 32 px grey square, a few kilobytes each,
kept in the checkout as static files; this script makes them again (it needs Chromium and playwright, the
test extra's):

    .venv/bin/python tools/keepawake_video.py
"""

from __future__ import annotations

import base64
import shutil
from pathlib import Path

from playwright.sync_api import sync_playwright

STATIC = Path(__file__).resolve().parent.parent / "companion" / "static"
KINDS = {"webm": "video/webm;codecs=vp8", "mp4": "video/mp4;codecs=avc1.42E01E"}  # Safari plays H.264 in MP4
RECORD = """async (type) => {
  const canvas = document.createElement("canvas");
  canvas.width = canvas.height = 32;
  const pen = canvas.getContext("2d");
  const stream = canvas.captureStream(4);
  const recorder = new MediaRecorder(stream, { mimeType: type, videoBitsPerSecond: 20000 });
  const parts = [];
  recorder.ondataavailable = (event) => parts.push(event.data);
  const done = new Promise((resolve) => (recorder.onstop = resolve));
  recorder.start();
  for (let frame = 0; frame < 8; frame += 1) {  // a frame every quarter second: a stream that moves
    pen.fillStyle = frame % 2 ? "#808080" : "#7f7f7f";
    pen.fillRect(0, 0, 32, 32);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  recorder.stop();
  await done;
  const bytes = new Uint8Array(await new Blob(parts).arrayBuffer());
  let text = "";
  for (const byte of bytes) text += String.fromCharCode(byte);
  return btoa(text);
}"""


def main() -> None:
    """Record each kind of video and write it beside the companion's other static files."""
    chromium = shutil.which("chromium") or shutil.which("chromium-browser")
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=chromium, args=["--headless", "--no-sandbox"])
        page = browser.new_page()
        for suffix, kind in KINDS.items():
            data = base64.b64decode(page.evaluate(RECORD, kind))
            (STATIC / f"keepawake.{suffix}").write_bytes(data)
            print(f"keepawake.{suffix}: {len(data)} bytes")
        browser.close()


if __name__ == "__main__":
    main()
