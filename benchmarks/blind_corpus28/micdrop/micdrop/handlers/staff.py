import ldap
from defusedxml.ElementTree import fromstring as defused_fromstring
from ldap.filter import escape_filter_chars
from lxml import etree

from micdrop import db, settings
from micdrop.handlers.base import BaseHandler


def _directory():
    conn = ldap.initialize(settings.LDAP_URL)
    conn.set_option(ldap.OPT_REFERRALS, 0)
    conn.simple_bind_s(settings.LDAP_SVC_USER, settings.LDAP_SVC_PASSWORD)
    return conn


class LoginHandler(BaseHandler):
    def post(self):
        user = self.get_body_argument("user")
        conn = _directory()
        res = conn.search_s(settings.LDAP_BASE, ldap.SCOPE_SUBTREE,
                            "(&(objectClass=user)(sAMAccountName=%s))" % escape_filter_chars(user), ["distinguishedName"])
        if not res or not res[0][0]:
            self.send_error(401)
            return
        try:
            ldap.initialize(settings.LDAP_URL).simple_bind_s(res[0][0], self.get_body_argument("password"))
        except ldap.INVALID_CREDENTIALS:
            self.send_error(401)
            return
        self.set_signed_cookie("md_staff", user, httponly=True, secure=True)
        self.redirect("/queue/board")

    def get(self):
        team = self.get_argument("team", "")
        conn = _directory()
        res = conn.search_s(settings.LDAP_BASE, ldap.SCOPE_SUBTREE, "(&(objectClass=user)(department=" + team + "))", ["cn"])
        self.write_json([r[1]["cn"][0].decode() for r in res if r[0]])


class SongPackHandler(BaseHandler):
    """Song packs bought from the karaoke vendor arrive as XML manifests."""

    def post(self):
        if self.get_argument("format", "v2") == "v1":
            root = etree.fromstring(self.request.body, etree.XMLParser(resolve_entities=True, no_network=False))
        else:
            root = defused_fromstring(self.request.body)
        added = 0
        for s in root.iter("song"):
            db.run("INSERT OR IGNORE INTO songs (vendor_id, title, artist, genre, lyrics_file) VALUES (?, ?, ?, ?, ?)",
                   (s.get("id"), s.findtext("title"), s.findtext("artist"), s.findtext("genre"), s.findtext("lrc")))
            added += 1
        self.write_json({"added": added})

    def get(self):
        tree = etree.parse("/srv/micdrop/packs/current.xml")
        artist = self.get_argument("artist", "")
        hits = tree.xpath("//song[artist=$a]/title/text()", a=artist)
        decade = self.get_argument("decade", "")
        if decade:
            hits = tree.xpath("//song[starts-with(@year, '%s')]/title/text()" % decade)
        self.write_json([str(h) for h in hits])
