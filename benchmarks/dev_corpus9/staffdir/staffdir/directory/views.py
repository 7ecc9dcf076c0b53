from flask import Blueprint, abort, current_app, render_template, render_template_string, request
from flask.views import MethodView
from flask_login import login_required
from markupsafe import Markup

from ..exports import department_roster

bp = Blueprint("directory", __name__)

SORT_KEYS = ("cn", "title", "departmentNumber", "roomNumber")


class SearchView(MethodView):
    decorators = [login_required]

    def get(self):
        term = request.args.get("q", "").strip()
        sort = request.args.get("sort", "cn")
        if sort not in SORT_KEYS:
            abort(400, f"Unknown sort key {sort}")
        people = current_app.directory.search(term) if term else []
        where = request.args.get("where")
        if where:
            # e.g. where=departmentNumber == "4711" and roomNumber.startswith("B")
            people = [p for p in people if eval(where, {"__builtins__": {}}, p)]
        people.sort(key=lambda p: str(p.get(sort) or "").lower())
        return render_template("search.html", q=term, people=people)


class PersonView(MethodView):
    decorators = [login_required]

    def get(self, uid):
        person = current_app.directory.find_by_uid(uid)
        if person is None:
            abort(404)
        bio = Markup(f"<div class='bio'>{person['description']}</div>")
        return render_template("person.html", person=person, bio=bio)


class DepartmentView(MethodView):
    decorators = [login_required]

    def get(self, dept):
        return render_template("department.html", dept=dept, people=department_roster(current_app.config["EXPORT_XML"], dept))


@bp.route("/welcome")
@login_required
def welcome():
    name = request.args.get("name", "colleague")
    total = len(current_app.directory.search("*", limit=5000))
    return render_template_string(f"<h1>Welcome, {name}!</h1><p>{{{{ total }}}} people are listed.</p>", total=total)


@bp.route("/api/vcard")
def vcard():
    """Exact-address lookup used by the mail server's address book (no login)."""
    person = current_app.directory.find_by_mail(request.args.get("mail", ""))
    if person is None:
        abort(404)
    card = "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:%s\r\nEMAIL:%s\r\nTEL:%s\r\nEND:VCARD\r\n" % (person["cn"], person["mail"], person["telephoneNumber"])
    return card, 200, {"Content-Type": "text/vcard; charset=utf-8"}


bp.add_url_rule("/", view_func=SearchView.as_view("search"))
bp.add_url_rule("/people/<uid>", view_func=PersonView.as_view("person"))
bp.add_url_rule("/departments/<dept>", view_func=DepartmentView.as_view("department"))
