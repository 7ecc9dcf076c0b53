"""Import class schedules that teachers export from their booking apps."""
import psycopg2
from lxml import etree, objectify

from ..celery_app import app
from ..settings import DSN

_OBJ_PARSER = objectify.makeparser(resolve_entities=True, load_dtd=True, no_network=False)
_PLAIN_PARSER = etree.XMLParser(resolve_entities=False, no_network=True)
_BY_ID = etree.XPath("//class[@id=$cid]")


@app.task
def import_schedule(raw, teacher):
    root = objectify.fromstring(raw, _OBJ_PARSER)
    mine = root.xpath("//class[teacher='%s']" % teacher)
    conn = psycopg2.connect(DSN)
    cur = conn.cursor()
    for c in mine:
        cur.execute("INSERT INTO class (starts, title, teacher) VALUES (%s, %s, %s)", (str(c.starts), str(c.title), teacher))
    conn.commit()
    return len(mine)


@app.task
def class_detail(raw, class_id):
    root = etree.fromstring(raw, _PLAIN_PARSER)
    hits = _BY_ID(root, cid=str(class_id))
    return etree.tostring(hits[0]).decode() if hits else None
