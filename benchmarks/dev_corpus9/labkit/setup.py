from setuptools import find_packages, setup

setup(
    name="labkit",
    version="0.11.0",
    description="Instrument data import, conversion and reporting for the analytics lab",
    packages=find_packages(exclude=["tests"]),
    package_data={"labkit": ["templates/*.html"]},
    install_requires=["flask>=2.3", "lxml", "numpy", "jinja2", "pyserial"],
    entry_points={"console_scripts": ["labkit=labkit.cli:main"]},
)
