import scrapy


class ProductItem(scrapy.Item):
    shop = scrapy.Field()
    sku = scrapy.Field()
    title = scrapy.Field()
    price = scrapy.Field()
    currency = scrapy.Field()
    url = scrapy.Field()
    image_url = scrapy.Field()
    image_path = scrapy.Field()
