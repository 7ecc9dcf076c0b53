import html

import falcon


class ApiaryResource(object):
    def on_get(self, req, resp, apiary):
        db = req.context.db
        sort = req.get_param("sort") or "inspected"
        order = "weight_kg DESC" if sort == "weight" else "last_inspected DESC"
        rows = db.execute("SELECT * FROM hives WHERE apiary = ? ORDER BY %s" % order, (apiary,)).fetchall()
        resp.content_type = falcon.MEDIA_HTML
        if not rows:
            resp.text = "<h1>Apiary {} has no hives yet</h1>".format(apiary)
            return
        items = "".join("<li>%s</li>" % html.escape(r["tag"]) for r in rows)
        resp.text = "<h1>Apiary {}</h1><ul>{}</ul>".format(html.escape(apiary), items)


class InspectionResource(object):
    def on_get(self, req, resp, hive_id):
        q = req.get_param("q") or ""
        cur = req.context.db.cursor()
        cur.execute(f"SELECT * FROM inspections WHERE hive_id = {hive_id} AND notes LIKE '%{q}%'")
        resp.media = [dict(r) for r in cur.fetchall()]

    def on_post(self, req, resp, hive_id):
        body = req.get_media()
        req.context.db.execute("INSERT INTO inspections (hive_id, notes, queen_seen) VALUES (?, ?, ?)",
                               (hive_id, body.get("notes", ""), bool(body.get("queen_seen"))))
        req.context.db.commit()
        resp.status = falcon.HTTP_201
