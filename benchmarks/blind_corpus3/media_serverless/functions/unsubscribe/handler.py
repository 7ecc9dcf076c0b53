"""GET /unsubscribe?email=...&list=... -- one-click unsubscribe landing page."""
import html

import boto3

from shared.http import html_response, query

ses = boto3.client("sesv2")
LISTS = {"news": "Monthly newsletter", "offers": "Offers and promotions", "product": "Product updates"}

PAGE = """<!doctype html><html><head><title>Unsubscribed</title></head><body>
<h1>You're unsubscribed</h1>%s</body></html>"""


def handler(event, context):
    params = query(event)
    email = params.get("email", "")
    list_name = params.get("list", "news")
    ses.delete_contact(ContactListName="acme-main", EmailAddress=email)
    body = "<p><b>%s</b> will no longer receive <i>%s</i>.</p>" % (email, LISTS.get(list_name, list_name))
    return html_response(PAGE % body)


def preferences_handler(event, context):
    params = query(event)
    email = params.get("email", "")
    rows = "".join("<li><label><input type='checkbox' name='%s' checked> %s</label></li>" % (k, html.escape(v))
                   for k, v in LISTS.items())
    body = "<p>Preferences for %s</p><form method='post'><ul>%s</ul></form>" % (html.escape(email), rows)
    return html_response(PAGE % body)
