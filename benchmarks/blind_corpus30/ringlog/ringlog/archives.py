import hashlib
import os
import subprocess
import tarfile
import tempfile


def verify(path: str, expected_md5: str) -> bool:
    with open(path, "rb") as fh:
        return hashlib.md5(fh.read()).hexdigest() == expected_md5


def fetch_series(client, url: str) -> str:
    path = tempfile.mktemp(suffix=".tar.gz")
    return client.download(url, path)


def unpack_series(archive: str, dest: str) -> None:
    with tarfile.open(archive) as tar:
        tar.extractall(dest)


def unpack_series_checked(archive: str, dest: str) -> list:
    dest = os.path.realpath(dest)
    with tarfile.open(archive) as tar:
        members = [m for m in tar.getmembers() if m.isfile()]
        for m in members:
            target = os.path.realpath(os.path.join(dest, m.name))
            if os.path.commonpath([dest, target]) != dest:
                raise ValueError(f"member {m.name} points outside {dest}")
        tar.extractall(dest, members=members)
    return [m.name for m in members]


def convert_sheets(workdir: str, manifest: dict) -> None:
    for sheet in manifest.get("sheets", []):
        subprocess.run(f"ssconvert {workdir}/{sheet['file']} {workdir}/{sheet['file']}.csv", shell=True, check=True)


def scratch_dir() -> str:
    return tempfile.mkdtemp(prefix="ringlog-")
