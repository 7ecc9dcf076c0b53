import subprocess
from pathlib import Path


def engrave(ly_file: Path, out_dir: Path, extra_opts: str = ""):
    subprocess.run("lilypond %s -o %s %s" % (extra_opts, out_dir, ly_file), shell=True, check=True)


def engrave_part(bundle_dir: Path, manifest: dict):
    part = manifest["part"]
    subprocess.run(f"cd {bundle_dir} && lilypond -dno-point-and-click {part}.ly", shell=True, check=True)

