import os
import subprocess
import tempfile


class MediaStore:
    def __init__(self, root):
        self.root = root

    def briefing_video(self, name):
        return open(os.path.join(self.root, "briefings", name), "rb")

    def save_team_photo(self, data: bytes, team: str):
        path = os.path.join(tempfile.gettempdir(), "keyhole-team-%s.jpg" % team)
        with open(path, "wb") as fh:
            fh.write(data)
        return path

    def watermark(self, data: bytes, caption: str):
        with tempfile.TemporaryDirectory(prefix="keyhole-") as work:
            src = os.path.join(work, "in.jpg")
            out = os.path.join(work, "out.jpg")
            with open(src, "wb") as fh:
                fh.write(data)
            subprocess.run(["convert", src, "-gravity", "south", "-annotate", "+0+10", caption.lstrip("@")[:40], out], check=True)
            with open(out, "rb") as fh:
                return fh.read()
