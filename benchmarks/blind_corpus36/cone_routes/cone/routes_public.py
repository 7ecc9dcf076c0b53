import bottle

from .templates_inline import menu_card, message_row


def register(app):
    app.route("/vans/near", callback=vans_near)
    app.route("/chime-request", method="POST", callback=chime_request)
    app.route("/menu", callback=menu)
    app.route("/driver/messages", callback=driver_messages, role="driver")


def vans_near(db):
    area = bottle.request.query.get("area", "").upper()[:4]
    rows = db.execute("SELECT van_id, street, last_seen FROM van_position WHERE postcode_area = ?", (area,)).fetchall()
    return {"vans": [dict(r) for r in rows]}


def chime_request(db):
    street = bottle.request.forms.getunicode("street", "")
    text = bottle.request.forms.getunicode("text", "")
    db.execute(f"INSERT INTO chime_request (street, text) VALUES ('{street}', ?)", (text,))
    return {"queued": True}


def menu(db):
    items = db.execute("SELECT name, price_pence FROM menu_item WHERE available = 1 ORDER BY name").fetchall()
    return "".join(menu_card(i) for i in items)


def driver_messages(db):
    rows = db.execute("SELECT street, text FROM chime_request ORDER BY id DESC LIMIT 30").fetchall()
    return "<ul>" + "".join(message_row(r) for r in rows) + "</ul>"
