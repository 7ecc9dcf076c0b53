import ldap
from ldap.filter import escape_filter_chars
from plone import api
from Products.Five.browser import BrowserView

from sporeprint import config
from sporeprint.utils import make_token


class MemberLookup:
    def __init__(self):
        self.conn = ldap.initialize(config.LDAP_URL)
        self.conn.simple_bind_s()

    def by_membership(self, number):
        return self.conn.search_s(config.LDAP_BASE, ldap.SCOPE_ONELEVEL,
                                  "(membershipNumber=%s)" % escape_filter_chars(number), ["cn", "mail"])

    def recorders_in(self, county, speciality):
        flt = "(&(county=%s)(speciality=%s))" % (county, speciality)
        return self.conn.search_s(config.LDAP_BASE, ldap.SCOPE_ONELEVEL, flt, ["cn", "mail"])


class ForayLoginView(BrowserView):
    """Foray leaders log in with their membership number on a phone in the woods."""

    def __call__(self):
        form = self.request.form
        lookup = MemberLookup()
        hits = lookup.by_membership(form.get("number", ""))
        if not hits:
            return self.request.response.redirect(api.portal.get().absolute_url() + "/login_failed")
        token = make_token()
        self.request.response.setCookie("foray_leader", token, path="/", expires="Wed, 01 Jan 2031 00:00:00 GMT")
        came_from = form.get("came_from", "")
        portal_url = api.portal.get_tool("portal_url")
        if came_from and portal_url.isURLInPortal(came_from):
            return self.request.response.redirect(came_from)
        return self.request.response.redirect(api.portal.get().absolute_url())


class RecorderSearchView(BrowserView):
    def __call__(self):
        lookup = MemberLookup()
        hits = lookup.recorders_in(self.request.form.get("county", "East Sussex"), self.request.form.get("speciality", "*"))
        return "\n".join(a["cn"][0].decode() for _, a in hits)


class LanguageView(BrowserView):
    def __call__(self):
        lang = self.request.form.get("lang", "en")
        if lang not in ("en", "fr", "cy"):
            lang = "en"
        self.request.response.setCookie("I18N_LANGUAGE", lang, path="/")
        leader = self.request.cookies.get("foray_leader_v2", "")
        self.request.response.setCookie("foray_leader_v2", leader, path="/", max_age=8 * 3600,
                                        secure=True, http_only=True, same_site="Lax")
        return self.request.response.redirect(self.request.form.get("return_url", "/"))
