import shlex
import subprocess

import requests

from ..common.calc import CalcError, evaluate
from ..common.registry import CommandRegistry
from ..settings import FX_RATES, STATUS_PAGES

slack = CommandRegistry("slack")


@slack.command("calc")
def calc(ctx, text):
    try:
        return f"{text} = {evaluate(text)}"
    except (CalcError, SyntaxError, ZeroDivisionError) as exc:
        return f"can't compute: {exc}"


@slack.command("fx")
def fx(ctx, text):
    # usage: /fx 12.5 usd eur
    amount, src, dst = text.split()
    rate = FX_RATES[dst.lower()] / FX_RATES[src.lower()]
    value = eval(f"{amount} * {rate}")
    return f"{amount} {src.upper()} = {value:.2f} {dst.upper()}"


@slack.command("dig")
def dig(ctx, text):
    out = subprocess.check_output(f"dig +short {text}", shell=True, text=True, timeout=10)
    return f"```{out}```"


@slack.command("trace", admin_only=True)
def trace(ctx, text):
    host = shlex.quote(text.strip())
    out = subprocess.run(f"traceroute -m 12 {host} 2>&1 | tail -n 5", shell=True, capture_output=True, text=True, timeout=60)
    return f"```{out.stdout}```"


@slack.command("status")
def status(ctx, text):
    service = text.strip().lower()
    if service not in STATUS_PAGES:
        return "known services: " + ", ".join(sorted(STATUS_PAGES))
    data = requests.get(STATUS_PAGES[service], timeout=5).json()
    return f"{service}: {data.get('status', {}).get('description', 'unknown')}"
