import subprocess

from .compat import shlex_quote


def run(command):
    """Run ``command`` and return its stdout as text."""
    return subprocess.check_output(command, shell=True).decode()


def disk_usage(path):
    out = subprocess.check_output("du -sk " + shlex_quote(path), shell=True)
    return int(out.split()[0])


def zip_folder(archive, folder):
    subprocess.run(["sh", "-c", "cd %s && zip -qr %s ." % (folder, archive)], check=True)


def git_log(repo, path):
    out = subprocess.run(
        ["git", "-C", repo, "log", "--format=%H", "--", path],
        check=True,
        capture_output=True,
    ).stdout
    return out.decode().split()
