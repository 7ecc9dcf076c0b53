import ldap
from flask import Blueprint, current_app, jsonify, request
from ldap.filter import filter_format


def _search(flt):
    conn = ldap.initialize(current_app.config["LDAP_URL"])
    conn.simple_bind_s()
    return conn.search_s(current_app.config["LDAP_BASE"], ldap.SCOPE_SUBTREE, flt, ["cn", "mail"])


def register(app):
    bp = Blueprint("rosters", __name__, url_prefix="/rosters")

    @bp.route("/drivers")
    def drivers():
        grade = request.args.get("grade", "motorman")
        res = _search("(&(objectClass=volunteer)(grade=" + grade + "))")
        return jsonify([a["cn"][0].decode() for _, a in res])

    @bp.route("/conductor")
    def conductor():
        name = request.args.get("name", "")
        res = _search(filter_format("(&(objectClass=volunteer)(cn=%s))", [name]))
        return jsonify([a["mail"][0].decode() for _, a in res])

    app.register_blueprint(bp)
