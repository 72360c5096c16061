import { render, screen, within } from '@testing-library/react';
import BriefcaseBusiness from 'lucide-react/icons/briefcase-business';
import FolderCheck from 'lucide-react/icons/folder-check';
import Gavel from 'lucide-react/icons/gavel';
import MessageCircle from 'lucide-react/icons/message-circle';
import { BENEFIT_ICONS } from '../../../src/content/content-shape';
import { Benefits, benefitIcons } from '../../../src/sections/project/benefits';
import { projectData } from '../../fixtures/project';

describe('Benefits', () => {
  it('has a drawing for every icon the content may name', () => {
    expect(Object.keys(benefitIcons).sort()).toEqual([...BENEFIT_ICONS].sort());
    expect(benefitIcons).toEqual({
      gavel: Gavel,
      briefcase: BriefcaseBusiness,
      message: MessageCircle,
      folder: FolderCheck,
    });
  });

  it('shows each benefit as a card with its icon, title and description', () => {
    render(<Benefits id="beneficios" benefits={projectData.benefits} />);
    const section = screen.getByRole('region', { name: projectData.benefits.title });
    const cards = within(section).getAllByRole('listitem');
    expect(cards).toHaveLength(4);
    cards.forEach((card, index) => {
      const item = projectData.benefits.items[index];
      expect(within(card).getByRole('heading', { level: 3 })).toHaveTextContent(item?.title ?? 'missing');
      expect(within(card).getByText(item?.description ?? 'missing')).toBeInTheDocument();
      expect(card.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
    });
  });
});
