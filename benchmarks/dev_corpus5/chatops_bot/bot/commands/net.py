import ipaddress
import os
import subprocess

from bot.config import LOG_DIR, LOG_FILES


def handle_ping(ack, respond, command):
    ack()
    host = command.get("text", "").strip()
    if not host:
        respond("Usage: /ping <host>")
        return
    try:
        out = subprocess.check_output("ping -c 3 -W 2 " + host, shell=True, stderr=subprocess.STDOUT, timeout=20)
    except subprocess.CalledProcessError as exc:
        out = exc.output
    respond("```%s```" % out.decode("utf-8", "replace")[-2500:])


def handle_trace(ack, respond, command):
    ack()
    target = command.get("text", "").strip()
    try:
        addr = str(ipaddress.ip_address(target))
    except ValueError:
        respond("Usage: /trace <ip address>")
        return
    proc = subprocess.run(["traceroute", "-n", "-w", "2", addr], capture_output=True, text=True, timeout=60)
    respond("```%s```" % (proc.stdout or proc.stderr)[-2500:])


def handle_logs(ack, respond, command):
    ack()
    name = command.get("text", "").strip() or "app.log"
    path = os.path.join(LOG_DIR, name)
    try:
        with open(path, errors="replace") as fh:
            tail = fh.readlines()[-20:]
    except OSError as exc:
        respond("Cannot read %s: %s" % (name, exc.strerror))
        return
    respond("```%s```" % "".join(tail)[-2500:])


def handle_service_log(ack, respond, command):
    ack()
    service = command.get("text", "").strip()
    if service not in LOG_FILES:
        respond("Known services: %s" % ", ".join(sorted(LOG_FILES)))
        return
    with open(LOG_FILES[service], errors="replace") as fh:
        tail = fh.readlines()[-20:]
    respond("```%s```" % "".join(tail)[-2500:])
