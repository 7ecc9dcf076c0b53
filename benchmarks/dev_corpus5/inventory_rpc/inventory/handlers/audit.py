import datetime

from inventory.dao import StockDAO


def run(args):
    dao = StockDAO()
    try:
        items = dao.list_stock(args["warehouse"], "updated_at")
        return {"warehouse": args["warehouse"], "audited_at": datetime.datetime.utcnow().isoformat(),
                "items": len(items)}
    finally:
        dao.close()
