import base64
from urllib.parse import urlsplit

from defusedxml.lxml import fromstring as safe_fromstring
from flask import Blueprint, redirect, request, session, url_for

bp = Blueprint("saml", __name__, url_prefix="/saml")

NS = {"saml": "urn:oasis:names:tc:SAML:2.0:assertion"}
ALLOWED_RELAY_HOSTS = {"intranet.corp.example.com", "wiki.corp.example.com"}


@bp.route("/acs", methods=["POST"])
def assertion_consumer():
    doc = safe_fromstring(base64.b64decode(request.form["SAMLResponse"]))
    name_id = doc.findtext(".//saml:NameID", namespaces=NS)
    session["uid"] = name_id
    relay = request.form.get("RelayState", "")
    if urlsplit(relay).hostname in ALLOWED_RELAY_HOSTS:
        return redirect(relay)
    return redirect(url_for("selfservice.profile"))


@bp.route("/acs/legacy", methods=["POST"])
def assertion_consumer_legacy():
    doc = safe_fromstring(base64.b64decode(request.form["SAMLResponse"]), forbid_dtd=True)
    session["uid"] = doc.findtext(".//saml:NameID", namespaces=NS)
    return redirect(request.form.get("RelayState") or "/")
