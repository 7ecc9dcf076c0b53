import json
import os
import urllib.request

HELPDESK_API = os.environ.get("HELPDESK_API", "https://helpdesk.internal/api/v2")


def open_tickets(queue="ops-restarts"):
    req = urllib.request.Request("%s/queues/%s/tickets?status=open" % (HELPDESK_API, queue),
                                 headers={"Authorization": "Token " + os.environ.get("HELPDESK_TOKEN", "")})
    with urllib.request.urlopen(req, timeout=15) as resp:
        return json.load(resp)["tickets"]


def close(ticket_id, note):
    data = json.dumps({"status": "closed", "note": note}).encode()
    req = urllib.request.Request("%s/tickets/%d" % (HELPDESK_API, int(ticket_id)), data=data, method="PATCH",
                                 headers={"Content-Type": "application/json",
                                          "Authorization": "Token " + os.environ.get("HELPDESK_TOKEN", "")})
    urllib.request.urlopen(req, timeout=15).close()
