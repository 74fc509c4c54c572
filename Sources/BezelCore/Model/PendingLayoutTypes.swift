// TEMPORARY until the layout engine lands.
public enum ContentHorizontalAlignment: String, CaseIterable, Sendable { case center, left, right, fill, leading, trailing }
public enum ContentVerticalAlignment: String, CaseIterable, Sendable { case center, top, bottom, fill }
public enum ImagePlacement: String, CaseIterable, Sendable { case leading, trailing, top, bottom }
public enum LayoutDirection: String, CaseIterable, Sendable { case leftToRight = "ltr", rightToLeft = "rtl" }
public enum ConfigurationSize: String, CaseIterable, Sendable { case mini, small, medium, large }
public enum ConfigurationCornerStyle: String, CaseIterable, Sendable { case fixed, dynamic, small, medium, large, capsule }
public enum ConfigurationTitleAlignment: String, CaseIterable, Sendable { case automatic, leading, center, trailing }
