import html

import requests
from airflow.utils.email import send_email


def load_summary_html(partner, stats):
    rows = "".join("<tr><td>%s</td><td>%d</td></tr>" % (html.escape(k), v) for k, v in stats.items())
    return "<h3>Load finished for %s</h3><table>%s</table>" % (html.escape(partner["name"]), rows)


def reject_report_html(partner, rejects):
    items = "".join("<li>line %d: %s</li>" % (r["line"], r["raw"]) for r in rejects)
    return "<h3>Rejected rows</h3><ul>%s</ul>" % items


def notify(partner, stats, rejects):
    send_email(partner["ops_email"], "Partner load: " + partner["name"],
               load_summary_html(partner, stats) + reject_report_html(partner, rejects))
    hook = partner.get("callback_url")
    if hook:
        requests.post(hook, json={"partner": partner["id"], "rows": sum(stats.values())}, timeout=10)
