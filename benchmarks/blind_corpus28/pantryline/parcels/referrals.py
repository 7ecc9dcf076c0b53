import datetime

import ldap
from django.conf import settings
from ldap.filter import filter_format
from lxml import etree

from .models import Household, Referral

_REFERRAL_PARSER = etree.XMLParser(resolve_entities=True, load_dtd=True)


def _bind():
    conn = ldap.initialize(settings.AGENCY_LDAP_URL)
    conn.simple_bind_s(settings.AGENCY_LDAP_BIND_DN, settings.AGENCY_LDAP_PASSWORD or "")
    return conn


def authenticate_agency_worker(email, password):
    conn = _bind()
    flt = filter_format("(&(objectClass=person)(mail=%s))", [email])
    res = conn.search_s(settings.AGENCY_LDAP_BASE, ldap.SCOPE_SUBTREE, flt, ["cn", "o"])
    if not res:
        return None
    dn, attrs = res[0]
    try:
        ldap.initialize(settings.AGENCY_LDAP_URL).simple_bind_s(dn, password)
    except ldap.INVALID_CREDENTIALS:
        return None
    return {"dn": dn, "name": attrs["cn"][0].decode(), "agency": attrs.get("o", [b""])[0].decode()}


def workers_at(agency):
    conn = _bind()
    res = conn.search_s(settings.AGENCY_LDAP_BASE, ldap.SCOPE_SUBTREE, "(o=%s)" % agency, ["cn", "mail"])
    return [a["cn"][0].decode() for _, a in res]


def import_referrals(raw):
    """Referral batches exported from the council's case-management system."""
    root = etree.fromstring(raw, _REFERRAL_PARSER)
    count = 0
    for node in root.iterfind("referral"):
        hh, _ = Household.objects.get_or_create(
            reference=node.findtext("household"),
            defaults={"surname": node.findtext("surname", ""), "postcode": node.findtext("postcode", "")})
        Referral.objects.create(household=hh, agency=node.findtext("agency", ""),
                                issued=datetime.date.fromisoformat(node.findtext("issued")))
        count += 1
    return count


def referral_notes(raw, household_ref):
    root = etree.fromstring(raw, etree.XMLParser(resolve_entities=False, no_network=True))
    return root.xpath("//referral[household=$ref]/notes/text()", ref=household_ref)


def referral_by_agency(raw, agency):
    root = etree.fromstring(raw, etree.XMLParser(resolve_entities=False, no_network=True))
    return root.xpath("//referral[agency='%s']" % agency)
