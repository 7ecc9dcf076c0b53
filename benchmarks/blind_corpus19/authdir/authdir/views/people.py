from flask import abort, current_app, jsonify, request
from flask.views import MethodView


def _directory():
    return current_app.extensions["directory"]


class PeopleSearchView(MethodView):
    def get(self):
        text = request.args.get("q", "").strip()
        if len(text) < 2:
            return jsonify([])
        return jsonify([e.entry_to_json() for e in _directory().search_people(text)])


class PersonView(MethodView):
    def get(self, uid):
        entry = _directory().find_user(uid)
        if entry is None:
            abort(404)
        return entry.entry_to_json()

    def post(self, uid):
        group = request.form.get("group", "staff")
        return jsonify({"members": _directory().members_of(group)})
