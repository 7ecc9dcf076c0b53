"""Runbooks are YAML documents stored in the CMDB."""
import yaml

from . import inventory


def load(name):
    return yaml.safe_load(inventory.runbook(name))


def steps_for(book, host):
    for step in book.get("steps", []):
        cond = step.get("when")
        if cond and not eval(cond, {}, {"host": host}):
            continue
        yield step
