"""Swing clips and printable cards."""
import os
import subprocess
import tempfile


def scratch_path(suffix: str = ".mp4") -> str:
    return tempfile.mktemp(suffix=suffix, prefix="fairway-")


def trim_clip(src: str, start: str, seconds: int, dest: str | None = None) -> str:
    dest = dest or scratch_path()
    subprocess.run(f"ffmpeg -y -ss {start} -i '{src}' -t {int(seconds)} -c copy '{dest}'", shell=True, check=True)
    return dest


def probe(src: str) -> str:
    out = subprocess.run(["ffprobe", "-v", "error", "-show_format", "-of", "json", src], capture_output=True, text=True)
    return out.stdout


def contact_sheet(clip: str) -> bytes:
    with tempfile.TemporaryDirectory(prefix="fairway-frames-") as work:
        subprocess.run(["ffmpeg", "-i", clip, "-vf", "fps=2", os.path.join(work, "f%03d.png")], check=True)
        return b"".join(open(os.path.join(work, f), "rb").read() for f in sorted(os.listdir(work)))


def export_card(base_dir: str, name: str, html_text: str) -> str:
    path = os.path.join(base_dir, name)
    with open(path, "w", encoding="utf-8") as fh:
        fh.write(html_text)
    return path


def read_card(base_dir: str, name: str) -> str:
    base = os.path.realpath(base_dir)
    path = os.path.realpath(os.path.join(base, name))
    if not path.startswith(base + os.sep):
        raise ValueError("card name escapes the base directory")
    with open(path, encoding="utf-8") as fh:
        return fh.read()
