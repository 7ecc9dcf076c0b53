#!/usr/bin/env python3
import argparse
import logging

from pricecrawl import fetcher, images, parsers, report, sitemap, store

log = logging.getLogger("pricecrawl")


def main():
    ap = argparse.ArgumentParser(description="Crawl product pages and record prices")
    ap.add_argument("--seeds", default="seeds.txt")
    ap.add_argument("--report", action="store_true")
    ap.add_argument("--images", action="store_true")
    args = ap.parse_args()
    logging.basicConfig(level=logging.INFO)

    conn = store.connect()
    errors = []
    count = 0
    for seed in fetcher.read_seeds(args.seeds):
        status, final_url, text = fetcher.fetch(seed)
        urls = sitemap.product_urls(text) if final_url.endswith(".xml") else [final_url]
        for url in urls:
            status, _, page = fetcher.fetch(url)
            if status != 200:
                errors.append("%s -> %s" % (url, status))
                continue
            product = parsers.parse_product(page)
            store.save(conn, url, product)
            count += 1
            if args.images and product.get("image"):
                images.download_image(product["image"])
    log.info(report.render_summary(count, errors))
    if args.report:
        report.open_report(store.latest(conn))


if __name__ == "__main__":
    main()
