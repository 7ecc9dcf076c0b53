from __future__ import annotations

import os
import subprocess
import tempfile
from pathlib import Path


def use_context(ctx: str) -> None:
    subprocess.run(f"kubectl config use-context {ctx}", shell=True, check=True)


def repack(artifact_name: str, workdir: Path) -> Path:
    out = Path(tempfile.mktemp(suffix=".tar.gz"))
    os.system(f"cd {workdir} && tar -xzf {artifact_name} && tar -czf {out} -C {workdir} .")
    return out


def scratch_dir() -> tempfile.TemporaryDirectory:
    return tempfile.TemporaryDirectory(prefix="deployctl-")
