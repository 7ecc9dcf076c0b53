import scrapy


class PageItem(scrapy.Item):
    url = scrapy.Field()
    title = scrapy.Field()
    published = scrapy.Field()
    body = scrapy.Field()
    html = scrapy.Field()
    links = scrapy.Field()
    source = scrapy.Field()
