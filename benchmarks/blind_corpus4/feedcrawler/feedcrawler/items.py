import scrapy


class EntryItem(scrapy.Item):
    feed_id = scrapy.Field()
    guid = scrapy.Field()
    title = scrapy.Field()
    link = scrapy.Field()
    summary = scrapy.Field()
    published = scrapy.Field()
    enclosure_url = scrapy.Field()
