from bottle import Bottle, request, template

from . import db
from .members import current_member

app = Bottle()

LADDER = """<h2>{{title}}</h2>
<p class="challenge">{{!message}}</p>
<ol>
% for p in players:
<li>{{p['name']}} ({{p['points']}})</li>
% end
</ol>"""


@app.get("/ladder")
def ladder():
    players = db.rows("SELECT name, points FROM ladder ORDER BY points DESC")
    title = request.query.get("title", "Singles ladder")
    return template(LADDER, title=title, players=players, message="")


@app.post("/ladder/challenge")
def challenge():
    challenger = current_member()
    opponent = request.forms.get("opponent", "")
    note = request.forms.get("note", "")
    db.execute("INSERT INTO challenges (challenger, opponent, note) VALUES (?, ?, ?)", (challenger, opponent, note))
    players = db.rows("SELECT name, points FROM ladder ORDER BY points DESC")
    return template(LADDER, title="Challenge sent", players=players,
                    message="You challenged %s: %s" % (opponent, note))
