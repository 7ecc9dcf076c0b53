import os
import subprocess
import tempfile


def trim_clip(src: str, start: str, end: str, out: str) -> str:
    subprocess.run(f"ffmpeg -y -loglevel error -ss {start} -to {end} -i '{src}' '{out}'", shell=True, check=True)
    return out


def waveform(src: str) -> bytes:
    with tempfile.NamedTemporaryFile(suffix=".png") as png:
        subprocess.run(["audiowaveform", "-i", src, "-o", png.name, "--width", "800"], check=True)
        return png.read()


def render_round_sheet(lines) -> str:
    fd, path = tempfile.mkstemp(prefix="round-", suffix=".txt")
    with os.fdopen(fd, "w") as fh:
        fh.write("\n".join(lines))
    return path


def bundle_dir() -> str:
    return tempfile.mkdtemp(prefix="quizcraft-")
