#!/usr/bin/env python3
"""Process 'please restart X' tickets from the helpdesk queue."""
import subprocess

from opsdeck import helpdesk
from opsdeck.common import setup_logging

ALLOWED = {"nginx", "php-fpm", "redis", "celery-worker", "celery-beat"}
log = setup_logging("restart_from_tickets")


def restart_self_service(service):
    if service not in ALLOWED:
        raise ValueError("service %r is not on the self-service list" % service)
    return subprocess.call(["systemctl", "restart", service])


def restart_priority(service):
    return subprocess.call("systemctl restart " + service, shell=True)


def main():
    for t in helpdesk.open_tickets():
        svc = t["fields"].get("service", "").strip()
        if t["fields"].get("priority") == "P1":
            rc = restart_priority(svc)
        else:
            rc = restart_self_service(svc)
        helpdesk.close(t["id"], "restarted %s rc=%s" % (svc, rc))


if __name__ == "__main__":
    main()
