from ldap3 import Connection, Server
from ldap3.utils.conv import escape_filter_chars
from pyramid.view import view_config, view_defaults


@view_defaults(renderer="json")
class CrewViews:
    def __init__(self, request):
        self.request = request
        settings = request.registry.settings
        self.base = settings["ridgeroll.ldap_base"]
        self.conn = Connection(Server(settings["ridgeroll.ldap_url"]), auto_bind=True)

    @view_config(route_name="crew", request_method="GET")
    def by_skill(self):
        skill = self.request.params.get("skill", "*")
        self.conn.search(self.base, "(&(objectClass=thatcher)(skill=" + skill + "))", attributes=["cn", "skill", "mobile"])
        return [{"name": str(e.cn), "skills": list(e.skill.values)} for e in self.conn.entries]

    @view_config(route_name="crew_member", request_method="GET")
    def member(self):
        uid = escape_filter_chars(self.request.matchdict["uid"])
        self.conn.search(self.base, "(&(objectClass=thatcher)(uid=%s))" % uid, attributes=["cn", "mobile"])
        entries = self.conn.entries
        return {"name": str(entries[0].cn), "mobile": str(entries[0].mobile)} if entries else {}
