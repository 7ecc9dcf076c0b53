from inventory.dao import StockDAO


def run(args):
    dao = StockDAO()
    try:
        low = [i for i in dao.list_stock(args["warehouse"], "qty") if i["qty"] < int(args.get("threshold", 5))]
        return {"low_stock": low}
    finally:
        dao.close()
