from setuptools import find_packages, setup

setup(
    name="pagerbot",
    version="0.14.2",
    description="Incident-response chat bot for Slack",
    packages=find_packages(exclude=["tests", "legacy"]),
    install_requires=["slack_bolt>=1.16", "aiohttp>=3.8", "requests", "PyYAML>=6"],
    entry_points={"console_scripts": ["pagerbot=pagerbot.__main__:main"]},
)
