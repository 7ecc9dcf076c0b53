def prepare(svg_path):
    """Nest parts on the sheet; placeholder for the SVGnest bridge."""
    return svg_path
