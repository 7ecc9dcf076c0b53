import os
import random
import secrets
import subprocess
import tempfile

COLOURS = ["#0b3d91", "#006d77", "#83c5be", "#e29578"]


def ticket_code():
    return "FL%08d" % random.randint(0, 99999999)


def session_token():
    return secrets.token_urlsafe(24)


def qr_png(code):
    fd, path = tempfile.mkstemp(suffix=".png")
    os.close(fd)
    subprocess.run(["qrencode", "-o", path, "--foreground", random.choice(COLOURS)[1:], code], check=True)
    return path
