from flask import Blueprint, current_app, jsonify, request
from ldap3 import Connection, Server
from ldap3.utils.conv import escape_filter_chars


def _directory():
    return Connection(Server(current_app.config["LDAP_URL"]), auto_bind=True)


def register(app):
    bp = Blueprint("members", __name__, url_prefix="/members")

    @bp.route("/search")
    def search():
        name = request.args.get("name", "")
        conn = _directory()
        conn.search(current_app.config["LDAP_BASE"], "(&(objectClass=person)(cn=*" + name + "*))", attributes=["cn", "mail"])
        return jsonify([{"cn": str(e.cn), "mail": str(e.mail)} for e in conn.entries])

    @bp.route("/level")
    def certification_level():
        member = escape_filter_chars(request.args.get("member", ""))
        conn = _directory()
        conn.search(
            current_app.config["LDAP_BASE"], f"(&(objectClass=rocketFlyer)(uid={member}))", attributes=["hprLevel"]
        )
        levels = [str(e.hprLevel) for e in conn.entries]
        return jsonify({"level": levels[0] if levels else None})

    app.register_blueprint(bp)
