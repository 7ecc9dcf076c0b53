import asyncio
import shlex
import subprocess

KILNCTL = "/usr/local/bin/kilnctl"


def start_profile(kiln_id: int, profile: str) -> str:
    cmd = f"{KILNCTL} --kiln {kiln_id} --profile {profile} start"
    return subprocess.run(cmd, shell=True, capture_output=True, text=True).stdout


def kiln_status(kiln_id) -> str:
    return subprocess.run([KILNCTL, "--kiln", str(int(kiln_id)), "status"], capture_output=True, text=True).stdout


async def tail_log(kiln_id: int, pattern: str) -> bytes:
    proc = await asyncio.create_subprocess_shell(f"{KILNCTL} --kiln {int(kiln_id)} log | grep -F {shlex.quote(pattern)}", stdout=asyncio.subprocess.PIPE)
    out, _ = await proc.communicate()
    return out
