import psycopg2

from ..settings import PG_DSN


class PostgresPipeline:
    def open_spider(self, spider):
        self.conn = psycopg2.connect(PG_DSN)
        self.cur = self.conn.cursor()

    def close_spider(self, spider):
        self.conn.commit()
        self.conn.close()

    def process_item(self, item, spider):
        self.cur.execute(
            "INSERT INTO scraped_products (sku, title, price, source) VALUES ('%s', '%s', '%s', '%s')"
            % (item["sku"], item["title"], item["price"], spider.name)
        )
        return item


class PriceHistoryPipeline:
    def open_spider(self, spider):
        self.conn = psycopg2.connect(PG_DSN)

    def close_spider(self, spider):
        self.conn.commit()
        self.conn.close()

    def process_item(self, item, spider):
        with self.conn.cursor() as cur:
            cur.execute(
                "INSERT INTO price_history (sku, price, seen_at) VALUES (%s, %s, now())",
                (item["sku"], item["price"]),
            )
        return item
