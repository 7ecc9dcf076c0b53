import scrapy


class ProductItem(scrapy.Item):
    shop = scrapy.Field()
    url = scrapy.Field()
    sku = scrapy.Field()
    title = scrapy.Field()
    brand = scrapy.Field()
    price = scrapy.Field()
    currency = scrapy.Field()
    image_urls = scrapy.Field()
    images = scrapy.Field()
    manual_url = scrapy.Field()
    manual_name = scrapy.Field()
    specs = scrapy.Field()
