import os
import shlex
import subprocess


def run_tool(cmdline, timeout=20):
    with os.popen(cmdline) as pipe:
        return pipe.read()


def whois(domain):
    out = subprocess.run("whois %s | head -n 40" % shlex.quote(domain), shell=True,
                         capture_output=True, text=True, timeout=20)
    return out.stdout
