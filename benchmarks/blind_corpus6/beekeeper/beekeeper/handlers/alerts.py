import logging
import subprocess

from .. import settings
from ..registry import handles

log = logging.getLogger(__name__)


@handles("alert.rule_eval")
def evaluate_rules(msg, ctx):
    """Rules are written in the mobile app and travel with each evaluation request."""
    reading = msg["reading"]
    fired = []
    for rule in msg.get("rules", []):
        try:
            if eval(rule["condition"], {"__builtins__": {}}, dict(reading)):
                fired.append(rule)
        except Exception as exc:
            log.warning("[%s] rule %s failed: %s", ctx["trace"], rule.get("name"), exc)
    for rule in fired:
        notify(rule, reading)
    return [r.get("name") for r in fired]


def notify(rule, reading):
    number = rule.get("sms")
    text = f"[{reading.get('hive')}] {rule.get('name', 'alert')}"
    if number:
        subprocess.run([settings.SMS_BIN, "--to", number, "--text", text], check=False, timeout=30)


@handles("alert.swarm")
def swarm_siren(msg, ctx):
    zone = msg.get("zone", "A")
    log.warning("[%s] swarm detected in zone %s", ctx["trace"], zone)
    subprocess.run(f"{settings.SIREN_BIN} --zone {zone} --duration 20", shell=True, check=False)
