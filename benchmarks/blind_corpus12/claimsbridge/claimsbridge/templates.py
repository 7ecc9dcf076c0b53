from html import escape
from xml.sax.saxutils import escape as xml_escape

ACK = """<?xml version="1.0" encoding="utf-8"?>
<soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/"><soap:Body>
<SubmitClaimResponse xmlns="urn:claimsbridge:v2"><Holder>{holder}</Holder><Status>received</Status></SubmitClaimResponse>
</soap:Body></soap:Envelope>"""

PONG = """<?xml version="1.0" encoding="utf-8"?>
<soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/"><soap:Body>
<PingResponse><ClientId>{client}</ClientId><Nonce>{nonce}</Nonce></PingResponse></soap:Body></soap:Envelope>"""


def soap_ack(holder):
    return ACK.format(holder=xml_escape(holder or ""))


def soap_pong(client, nonce):
    return PONG.format(client=xml_escape(client), nonce=nonce)


def status_page(claim_id, rows, note):
    items = "".join("<tr><td>%s</td><td>%s</td></tr>" % (escape(str(r[0])), escape(str(r[1]))) for r in rows)
    page = "<html><body><h1>Claim %s</h1><p>%s</p><table>%s</table></body></html>" % (escape(claim_id), note, items)
    return page
