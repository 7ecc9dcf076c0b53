import ast

from flask import Blueprint, render_template_string, request

_PAGE = "<h1>Timetable</h1><p>{{ note }}</p>"


def register(app):
    bp = Blueprint("timetable", __name__, url_prefix="/timetable")

    @bp.route("/headway")
    def headway():
        expr = request.args.get("rule", "60 / cars")
        cars = int(request.args.get("cars", "3"))
        minutes = eval(expr, {"__builtins__": {}}, {"cars": cars})
        return {"headway": minutes}

    @bp.route("/stops")
    def stops():
        wanted = ast.literal_eval(request.args.get("stops", "()"))
        return {"stops": [str(s) for s in wanted]}

    @bp.route("/special")
    def special():
        note = request.args.get("note", "")
        return render_template_string(_PAGE, note=note)

    app.register_blueprint(bp)
