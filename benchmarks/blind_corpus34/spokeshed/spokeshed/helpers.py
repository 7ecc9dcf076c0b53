import shlex
import subprocess

from flask import current_app

TICKET_ACTIONS = {}


def action(name):
    def deco(fn):
        TICKET_ACTIONS[name] = fn
        return fn

    return deco


@action("label")
def print_tag(ticket):
    printer = current_app.config["RECEIPT_PRINTER"]
    text = f"#{ticket['id']} {ticket['owner']} - {ticket['bike']}"
    subprocess.call("echo '%s' | lpr -P %s -o cpi=17" % (text, printer), shell=True)


@action("sms")
def text_owner(ticket):
    message = f"Spokeshed: your {ticket['bike']} is ready to collect."
    cmd = "gammu-smsd-inject TEXT %s -text %s" % (shlex.quote(ticket["phone"]), shlex.quote(message))
    subprocess.call(cmd, shell=True)


def run_action(name, ticket):
    fn = TICKET_ACTIONS.get(name)
    if fn is None:
        raise KeyError(name)
    return fn(ticket)


def init_app(app):
    app.jinja_env.globals["ticket_actions"] = sorted(TICKET_ACTIONS)
