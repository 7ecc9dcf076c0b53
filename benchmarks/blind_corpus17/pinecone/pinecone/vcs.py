import subprocess
from pathlib import Path


def clone(repo: str, dest: Path, ref: str = "main") -> None:
    subprocess.run(f"git clone --depth 1 --branch {ref} {repo} {dest}", shell=True, check=True)
