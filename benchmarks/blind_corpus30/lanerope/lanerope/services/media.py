import os
import subprocess

from fastapi.responses import FileResponse


class MediaService:
    def __init__(self, media_root: str, certificates_root: str):
        self.media_root = media_root
        self.certificates_root = certificates_root

    def store_clip(self, member_id: int, data: bytes) -> str:
        path = f"/tmp/stroke-{member_id}.mp4"
        with open(path, "wb") as fh:
            fh.write(data)
        return path

    def analyse_clip(self, path: str, overlay: str) -> None:
        out = os.path.join(self.media_root, "analysis", os.path.basename(path))
        subprocess.run(
            f"ffmpeg -y -i {path} -vf \"drawtext=text='{overlay}':x=20:y=20\" -r 12 {out}", shell=True, check=False
        )

    def thumbnail(self, path: str) -> None:
        out = os.path.join(self.media_root, "thumbs", os.path.basename(path) + ".jpg")
        subprocess.run(["ffmpeg", "-y", "-ss", "1", "-i", path, "-frames:v", "1", out], check=False)

    def certificate(self, member_id: int, filename: str) -> FileResponse:
        path = os.path.join(self.certificates_root, str(member_id), filename)
        return FileResponse(path, media_type="application/pdf")
